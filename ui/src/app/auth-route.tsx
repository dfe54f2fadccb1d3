import { AuthPage } from '@/features/auth/components/auth-page';
import { QueryProvider } from './query-provider';

export function AuthRoute() {
  return (
    <QueryProvider>
      <AuthPage />
    </QueryProvider>
  );
}
