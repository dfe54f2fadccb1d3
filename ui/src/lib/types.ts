export type Role = 'admin' | 'client';

export interface User {
  id: number;
  // The server only issues admin and client, but any other value must still work (client set).
  role: Role | (string & {});
  username: string;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  avatar: string | null;
  company: string;
  bio: string;
  created_at: string;
  /** The sign-in before this one; null for someone signing in for the first time. */
  previous_login_at?: string | null;
  /** +1 on every change (contract point 1); sent back with a profile edit so a stale one is refused. */
  version?: number;
}

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface AuthResponse {
  token?: string;
  user?: User;
}

export function isAdmin(user: Pick<User, 'role'> | null | undefined): boolean {
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
  return user.previous_login_at === null ? 'Welcome' : 'Welcome back';
}
