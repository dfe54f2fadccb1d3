import { describe, expect, it } from 'vitest';
import { groupSecret, qrImageSrc, readDays, recoveryCodesFilename, recoveryCodesText } from './security-text';

describe('security texts', () => {
  it('shows a secret in groups of four for typing', () => {
    expect(groupSecret('jbswy3dpehpk3pxp')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(groupSecret('')).toBe('');
  });

  it('makes the QR code an image address', () => {
    expect(qrImageSrc('<svg a="1"/>')).toBe('data:image/svg+xml;utf8,%3Csvg%20a%3D%221%22%2F%3E');
  });

  it('writes the recovery codes one a line under what they are for', () => {
    const text = recoveryCodesText(['ABCDE-FGHJK', 'KLMNP-QRSTU'], 'Acme Portal', new Date('2026-11-27T10:00:00Z'));
    const lines = text.split('\n');
    expect(lines[0]).toBe('Recovery codes for Acme Portal');
    expect(lines[1]).toContain('2026-11-27');
    expect(lines).toContain('ABCDE-FGHJK');
    expect(lines).toContain('KLMNP-QRSTU');
    expect(text.endsWith('\n')).toBe(true);
  });

  it('names the file after the portal', () => {
    expect(recoveryCodesFilename('Acme Portal!')).toBe('acme-portal-recovery-codes.txt');
    expect(recoveryCodesFilename('')).toBe('atrium-recovery-codes.txt');
  });

  it('takes lifetimes of 1 to 365 whole days', () => {
    expect(readDays('30')).toEqual({ days: 30 });
    expect(readDays(' 365 ')).toEqual({ days: 365 });
    for (const bad of ['0', '366', '2.5', '', 'ten', '-3']) expect(readDays(bad)).toHaveProperty('error');
  });
});
