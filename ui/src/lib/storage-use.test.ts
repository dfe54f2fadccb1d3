import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  storageLevel,
  storageNote,
  storagePercent,
  storageSummary,
  storageWarning,
  type StorageUse,
} from '@/lib/storage-use';

const GB = 1024 ** 3;
const MB = 1024 ** 2;

function use(used: number, quota: number | null = GB): StorageUse {
  return { client: 1, used_bytes: used, attachments_bytes: used, images_bytes: 0, quota_bytes: quota };
}

describe('formatBytes', () => {
  it('says sizes as the server says its limits', () => {
    expect(formatBytes(GB)).toBe('1 GB');
    expect(formatBytes(120 * MB)).toBe('120 MB');
    expect(formatBytes(3_565_158)).toBe('3.4 MB');
    expect(formatBytes(512 * 1024)).toBe('512 KB');
    expect(formatBytes(0)).toBe('0 KB');
    expect(formatBytes(300)).toBe('1 KB');
  });
});

describe('storage figures', () => {
  it('reads "120 MB of 1 GB used" and warns from 90% on', () => {
    expect(storageSummary(use(120 * MB))).toBe('120 MB of 1 GB used');
    expect(storageLevel(use(120 * MB))).toBe('ok');
    expect(storageWarning(use(120 * MB))).toBeNull();
    expect(storageLevel(use(0.95 * GB))).toBe('near');
    expect(storageWarning(use(0.95 * GB))).toBe('Your storage is almost full: 973 MB of 1 GB used.');
    expect(storageLevel(use(GB + 1))).toBe('full');
    expect(storageWarning(use(GB + 1))).toMatch(/^Your storage is full \(1 GB of 1 GB used\)/);
    expect(storagePercent(use(2 * GB))).toBe(100);
    expect(storageNote(use(120 * MB))).toBeNull();
    expect(storageNote(use(GB))).toBe('Storage full (1 GB of 1 GB used): new files and images will be refused.');
  });

  it('has no quota to warn about when the server sets none', () => {
    expect(storageSummary(use(5 * MB, null))).toBe('5 MB used');
    expect(storageLevel(use(5 * MB, null))).toBe('unlimited');
    expect(storagePercent(use(5 * MB, null))).toBeNull();
    expect(storageWarning(use(50 * GB, null))).toBeNull();
  });
});
