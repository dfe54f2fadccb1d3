// GET /admin/money-settings/ is in lib (the client form offers its tax rates too); Settings reaches it here.
export { getMoneySettings, moneySettingsKey, useMoneySettings } from '@/lib/money-settings';
