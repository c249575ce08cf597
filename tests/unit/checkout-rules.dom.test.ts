import { beforeEach, describe, expect, it } from 'vitest';
import { TRAININGS } from '@/data/trainings';
import {
  ADDRESS_KEY,
  SAMPLE_ADDRESS,
  loadAddress,
  saveAddress,
  tidyAddress,
  validateAddress,
} from '@/features/checkout/address';
import { INITIAL_BANKS, checkNewBank } from '@/features/checkout/banks';
import {
  CHECKOUT_ITEM_KEY,
  DEFAULT_SAMPLE_PRICE,
  SAMPLE_ITEM,
  itemFromNavigationState,
  loadStoredItem,
  parseCheckoutItem,
  resolveCheckoutItem,
  storeItem,
} from '@/features/checkout/checkout-item';
import { DELIVERY_FEE, checkPromo, checkoutTotals } from '@/features/checkout/checkout-totals';

beforeEach(() => sessionStorage.clear());

const training = TRAININGS[0]!;

describe('checkout totals', () => {
  it('adds the delivery fee of 2.00 to the order amount; the sample item costs 100', () => {
    expect(DELIVERY_FEE).toBe(2);
    expect(DEFAULT_SAMPLE_PRICE).toBe(100);
    expect(checkoutTotals(100)).toEqual({ orderAmount: 100, promoDiscount: 0, deliveryFee: 2, total: 102 });
  });

  it("takes the promo's percent off the order amount only, rounded to the paisa", () => {
    expect(checkoutTotals(100, 10)).toEqual({
      orderAmount: 100,
      promoDiscount: 10,
      deliveryFee: 2,
      total: 92,
    });
    expect(checkoutTotals(14999, 10)).toMatchObject({ promoDiscount: 1499.9, total: 13501.1 });
    expect(checkoutTotals(0.35, 10)).toMatchObject({ promoDiscount: 0.04, total: 2.31 });
  });

  it('never drifts by floating-point error', () => {
    expect(checkoutTotals(0.1 + 0.2).total).toBe(2.3);
    expect(checkoutTotals(19.99, 10).total).toBe(19.99);
  });

  it('treats a negative amount as nothing and keeps the percent within 0 to 100', () => {
    expect(checkoutTotals(-50).total).toBe(2);
    expect(checkoutTotals(100, 250)).toMatchObject({ promoDiscount: 100, total: 2 });
  });
});

describe('promo codes', () => {
  it('accepts the sample code in any case, with spaces around it', () => {
    expect(checkPromo('CODERS10')).toEqual({ ok: true, code: 'CODERS10', percent: 10 });
    expect(checkPromo('  coders10 ')).toEqual({ ok: true, code: 'CODERS10', percent: 10 });
  });

  it('says when a code is unknown, naming it, and asks for one when empty', () => {
    expect(checkPromo('FREE100')).toEqual({ ok: false, error: '“FREE100” is not a valid promo code.' });
    expect(checkPromo('   ')).toEqual({ ok: false, error: 'Enter a promo code.' });
  });
});

describe('adding a bank', () => {
  it('the list starts with two banks', () => {
    expect(INITIAL_BANKS).toHaveLength(2);
  });

  it('accepts a new name, tidying its spaces', () => {
    expect(checkNewBank('  Axis   Bank ', INITIAL_BANKS)).toEqual({ ok: true, name: 'Axis Bank' });
  });

  it('refuses an empty name, a name already listed (in any case), and a very long one', () => {
    expect(checkNewBank('  ', INITIAL_BANKS)).toEqual({ ok: false, error: 'Enter the name of your bank.' });
    expect(checkNewBank('hdfc bank', INITIAL_BANKS)).toEqual({
      ok: false,
      error: 'hdfc bank is already in the list.',
    });
    expect(checkNewBank('B'.repeat(41), INITIAL_BANKS).ok).toBe(false);
    expect(checkNewBank('B'.repeat(40), INITIAL_BANKS).ok).toBe(true);
  });
});

describe('the item being bought', () => {
  it('reads a training handed over in navigation state', () => {
    expect(itemFromNavigationState({ training })).toEqual({
      id: String(training.id),
      name: training.name,
      price: training.price,
      image: training.image,
      platform: training.platform,
      duration: training.duration,
    });
  });

  it('rejects anything without an id, a name and a price of 0 or more', () => {
    expect(parseCheckoutItem({ id: 1, name: 'X' })).toBeNull();
    expect(parseCheckoutItem({ id: 1, name: '  ', price: 5 })).toBeNull();
    expect(parseCheckoutItem({ id: 1, name: 'X', price: '5' })).toBeNull();
    expect(parseCheckoutItem({ id: 1, name: 'X', price: -1 })).toBeNull();
    expect(parseCheckoutItem({ name: 'X', price: 5 })).toBeNull();
    expect(parseCheckoutItem([training])).toBeNull();
    expect(itemFromNavigationState('training')).toBeNull();
    expect(itemFromNavigationState({ training: null })).toBeNull();
  });

  it('prefers navigation state, then the stored choice, then the sample item priced 100', () => {
    const stored = parseCheckoutItem(TRAININGS[1]);
    expect(resolveCheckoutItem({ training }, stored).name).toBe(training.name);
    expect(resolveCheckoutItem({ training: { broken: true } }, stored)).toBe(stored);
    expect(resolveCheckoutItem(null, null)).toEqual(SAMPLE_ITEM);
    expect(SAMPLE_ITEM.price).toBe(100);
  });

  it('keeps the choice in session storage and reads corrupt storage as nothing', () => {
    const item = parseCheckoutItem(training)!;
    storeItem(item);
    expect(loadStoredItem()).toEqual(item);
    sessionStorage.setItem(CHECKOUT_ITEM_KEY, '{not json');
    expect(loadStoredItem()).toBeNull();
    sessionStorage.setItem(CHECKOUT_ITEM_KEY, JSON.stringify({ name: 'No price' }));
    expect(loadStoredItem()).toBeNull();
  });
});

describe('delivery address', () => {
  const valid = { ...SAMPLE_ADDRESS };

  it('accepts the sample address and a phone number written with spaces', () => {
    expect(validateAddress(valid)).toEqual({});
    expect(validateAddress({ ...valid, phone: '98765 43210' })).toEqual({});
    expect(tidyAddress({ ...valid, name: '  Ravi ', phone: '98765-43210' })).toMatchObject({
      name: 'Ravi',
      phone: '9876543210',
    });
  });

  it('names each problem at its field', () => {
    expect(
      validateAddress({ name: ' ', street: '', city: '', state: '', pin: '012345', phone: '12345' }),
    ).toEqual({
      name: 'Enter the full name.',
      street: 'Enter the house and street.',
      city: 'Enter the city.',
      state: 'Enter the state.',
      pin: 'Enter a 6-digit PIN code.',
      phone: 'Enter a 10-digit phone number.',
    });
    expect(validateAddress({ ...valid, street: 'x'.repeat(121) }).street).toMatch(/within 120/);
  });

  it('keeps a saved address and falls back to the sample for corrupt or invalid storage', () => {
    const mine = { ...valid, name: 'Ravi Kumar', pin: '110001' };
    saveAddress(mine);
    expect(loadAddress()).toEqual(mine);
    sessionStorage.setItem(ADDRESS_KEY, '[]');
    expect(loadAddress()).toEqual(SAMPLE_ADDRESS);
    sessionStorage.setItem(ADDRESS_KEY, '{oops');
    expect(loadAddress()).toEqual(SAMPLE_ADDRESS);
    sessionStorage.setItem(ADDRESS_KEY, JSON.stringify({ ...mine, pin: 'abc' }));
    expect(loadAddress()).toEqual(SAMPLE_ADDRESS);
  });
});
