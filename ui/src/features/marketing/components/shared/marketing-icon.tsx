import {
  Award,
  BarChart3,
  Briefcase,
  Handshake,
  Hash,
  Heart,
  LifeBuoy,
  MessageSquare,
  Newspaper,
  Play,
  RefreshCw,
  Rocket,
  Search,
  ShieldCheck,
  Sparkles,
  Target,
  TrendingUp,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';

// The branding document names icons; this is the set it can choose from.
const icons: Record<string, LucideIcon> = {
  award: Award,
  chart: BarChart3,
  briefcase: Briefcase,
  handshake: Handshake,
  hash: Hash,
  heart: Heart,
  'life-buoy': LifeBuoy,
  message: MessageSquare,
  newspaper: Newspaper,
  play: Play,
  refresh: RefreshCw,
  rocket: Rocket,
  search: Search,
  shield: ShieldCheck,
  target: Target,
  trending: TrendingUp,
  users: Users,
  zap: Zap,
};

export function MarketingIcon({ name, className = 'size-6' }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Sparkles;
  return <Icon className={className} aria-hidden="true" />;
}
