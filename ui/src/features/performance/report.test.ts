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
    const day = new Date('2026-11-24T23:30:00Z');
    expect(reportFilename('csv', null, day)).toBe('atrium-report-agency-2026-11-24.csv');
    expect(reportFilename('pdf', 4, day)).toBe('atrium-report-4-2026-11-24.pdf');
  });
});
