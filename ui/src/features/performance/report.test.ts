import { describe, expect, it } from 'vitest';
import { reportFilename, reportPath } from './report';

describe('the report download', () => {
  it('asks for the format, period and client shown', () => {
    expect(reportPath({ format: 'pdf', period: '3months', client: 7 })).toBe(
      '/analytics/report/?format=pdf&period=3months&client=7',
    );
    expect(reportPath({ format: 'csv', period: '1year', client: null })).toBe(
      '/analytics/report/?format=csv&period=1year',
    );
  });

  it('names the file as the server does', () => {
    const day = new Date('2026-11-24T10:00:00Z');
    expect(reportFilename({ format: 'csv', period: '1year' }, false, day)).toBe('atrium-report-agency-2026-11-24.csv');
    expect(reportFilename({ format: 'pdf', period: '1year' }, true, day)).toBe('atrium-report-client-2026-11-24.pdf');
    expect(reportFilename({ format: 'pdf', period: '1year', client: 4 }, false, day)).toBe(
      'atrium-report-client-4-2026-11-24.pdf',
    );
  });
});
