// Settings › Money & tax's shapes live in lib (the client form reads the tax rates too).
export type { AgencyAddress, MoneySettings, MoneySettingsInput, TaxRate, TaxRateInput } from '@/lib/money-settings';
