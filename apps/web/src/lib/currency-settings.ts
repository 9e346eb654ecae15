import { DEFAULT_MONEY_DISPLAY, readMoneyDisplay, type TMoneyDisplay } from '@venue/shared/browser/currency-settings';
import { createBrowserStore, useBrowserStore } from '@/lib/browser-store';
import { STORAGE_KEYS } from '@/lib/storage';

/** How this browser writes peso amounts (Display Preferences); read by the one money formatter, lib/money-display. */
export const currencySettingsStore = createBrowserStore<TMoneyDisplay>(STORAGE_KEYS.currencySettings, readMoneyDisplay, DEFAULT_MONEY_DISPLAY);

export const useCurrencySettings = (): TMoneyDisplay => useBrowserStore(currencySettingsStore, DEFAULT_MONEY_DISPLAY);
