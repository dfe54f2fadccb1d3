import { t } from '@lingui/core/macro';
import type { components } from './api/schema';

/** Request and answer shapes, generated from the server's OpenAPI document (`make api-types`). */
export type Schemas = components['schemas'];

export type Role = Schemas['Role'];
export type User = Schemas['UserView'];
/** POST /auth/login, /auth/verify-and-register and /invitations/{key}/accept. */
export type AuthResponse = Schemas['Session'];

/** Every list answer (`Paginated_Client`, `Paginated_Task`, ...): `{count, next, previous, results}`. */
export type AnyPage = Schemas[Extract<keyof Schemas, `Paginated_${string}`>];

/**
 * A select's options for a generated string union, in the order given. The list must name every member:
 * a value the server adds and the list misses makes the argument `never`, so the build says so.
 */
export function allValues<Union extends string>() {
  return <const List extends readonly Union[]>(values: List & ([Union] extends [List[number]] ? unknown : never)) =>
    values as List;
}

// Any role string is accepted: a value this build does not know is simply not admin.
export function isAdmin(user: { role: string } | null | undefined): boolean {
  return user?.role === 'admin';
}

/** Display-name rule from spec 000 section 2: name, else first plus last name, else email. */
export function displayName(user: Pick<User, 'name' | 'first_name' | 'last_name' | 'email'>): string {
  const name = user.name?.trim();
  if (name) return name;
  const full = [user.first_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || user.email;
}

/** 'Welcome' the first time someone signs in, 'Welcome back' after (an older server sends no date: back). */
export function welcomeWord(user: Pick<User, 'previous_login_at'>): string {
  return user.previous_login_at === null ? t`Welcome` : t`Welcome back`;
}
