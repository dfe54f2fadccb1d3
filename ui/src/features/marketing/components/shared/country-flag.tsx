import { cn } from '@/lib/cn';
import { flagCountryCode } from '../../flag-code';

/**
 * A country's flag as an image (/images/flags/, copied from flag-icons at build time). Emoji flags render as
 * two boxed letters wherever no emoji font is installed, which includes every Windows machine.
 * Decorative: the city or country name is always written next to it.
 */
export function CountryFlag({ flag, className }: { flag: string; className?: string }) {
  const code = flagCountryCode(flag);
  if (!code) return null;
  return (
    <img
      src={`/images/flags/${code}.svg`}
      alt=""
      width={24}
      height={18}
      loading="lazy"
      className={cn('h-[18px] w-6 shrink-0 rounded-[3px] object-cover ring-1 ring-slate-900/10', className)}
    />
  );
}
