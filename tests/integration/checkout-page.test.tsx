import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TRAININGS } from '@/data/trainings';
import { ADDRESS_KEY } from '@/features/checkout/address';
import { CHECKOUT_ITEM_KEY } from '@/features/checkout/checkout-item';
import { server } from '@/mocks/node';
import { renderRoute } from '../utils/render-route';

const training = TRAININGS.find((t) => t.name === 'Meta Front-End Developer Professional Certificate')!;

beforeEach(() => sessionStorage.clear());

const cart = async () => within(await screen.findByRole('region', { name: 'Your cart' }));
const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));
const amount = (term: string) =>
  summary().getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

describe('checkout: the item', () => {
  it('without a training shows the sample item priced ₹100.00, the ₹2.00 delivery fee and the total', async () => {
    renderRoute('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect((await cart()).getByText('Sample item')).toBeInTheDocument();
    expect(amount('Order amount')).toBe('₹100.00');
    expect(amount('Delivery fee')).toBe('₹2.00');
    expect(amount('Total')).toBe('₹102.00');
    // One currency on the whole page.
    expect(document.body.textContent).not.toMatch(/\$/);
  });

  it('shows the training passed in navigation state and keeps it for a later visit in this tab', async () => {
    const first = renderRoute('/checkout', { state: { training } });
    expect((await cart()).getByText(training.name)).toBeInTheDocument();
    expect((await cart()).getByText('Coursera · About 7 months · Qty 1')).toBeInTheDocument();
    expect(amount('Order amount')).toBe('₹14,999.00');
    expect(amount('Total')).toBe('₹15,001.00');
    await waitFor(() => expect(sessionStorage.getItem(CHECKOUT_ITEM_KEY)).toContain(training.name));
    first.unmount();

    // Opened again without navigation state (a reload after the state is gone, or a typed address).
    renderRoute('/checkout');
    expect((await cart()).getByText(training.name)).toBeInTheDocument();
    expect(amount('Total')).toBe('₹15,001.00');
  });

  it('corrupt storage or a malformed state falls back to the sample item', async () => {
    sessionStorage.setItem(CHECKOUT_ITEM_KEY, '{"name": 5');
    sessionStorage.setItem(ADDRESS_KEY, 'null');
    renderRoute('/checkout', { state: { training: { name: 'No price' } } });
    expect((await cart()).getByText('Sample item')).toBeInTheDocument();
    expect(amount('Total')).toBe('₹102.00');
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
  });
});

describe('checkout: promo code', () => {
  it('an unknown code says so; the sample code takes 10% off the order amount; Remove undoes it', async () => {
    const { user } = renderRoute('/checkout', { state: { training } });
    await cart();
    expect(screen.getByText('Try CODERS10 for 10% off.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Promo code' });

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a promo code.');

    await user.type(field, 'SAVE50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('“SAVE50” is not a valid promo code.')).toHaveAttribute('role', 'alert');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(amount('Total')).toBe('₹15,001.00');

    await user.clear(field);
    await user.type(field, 'coders10{Enter}');
    await waitFor(() => expect(screen.getByText(/applied: 10% off the order amount/)).toBeInTheDocument());
    expect(amount('Promo CODERS10 (10% off)')).toBe('−₹1,499.90');
    expect(amount('Total')).toBe('₹13,501.10');

    await user.click(screen.getByRole('button', { name: 'Remove promo code CODERS10' }));
    expect(amount('Total')).toBe('₹15,001.00');
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeInTheDocument();
  });
});

describe('checkout: payment method', () => {
  it('offers the four UPI apps and two banks, with the first UPI app chosen', async () => {
    renderRoute('/checkout');
    await cart();
    const upi = within(screen.getByRole('group', { name: 'UPI' }));
    expect(upi.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'GGoogle Pay',
      'PPhonePe',
      'PPaytm',
      'BBHIM',
    ]);
    expect(upi.getByRole('radio', { name: 'Google Pay' })).toBeChecked();
    const card = within(screen.getByRole('group', { name: 'Debit card' }));
    expect(card.getAllByRole('radio')).toHaveLength(2);
  });

  it('Add bank checks the name, then adds the bank to the list, chosen', async () => {
    const { user } = renderRoute('/checkout');
    await cart();
    const card = within(screen.getByRole('group', { name: 'Debit card' }));
    await user.click(card.getByRole('button', { name: 'Add bank' }));
    const name = card.getByRole('textbox', { name: 'Bank name' });
    expect(name).toHaveFocus();

    await user.click(card.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(card.getByRole('alert')).toHaveTextContent('Enter the name of your bank.'));
    await user.type(name, 'hdfc bank');
    await user.click(card.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(card.getByRole('alert')).toHaveTextContent('hdfc bank is already in the list.'),
    );

    await user.clear(name);
    await user.type(name, 'Axis Bank{Enter}');
    const axis = card.getByRole('radio', { name: 'Axis Bank' });
    expect(axis).toBeChecked();
    await waitFor(() => expect(axis).toHaveFocus());
    expect(card.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Google Pay' })).not.toBeChecked();
    expect(card.queryByRole('textbox', { name: 'Bank name' })).not.toBeInTheDocument();
  });

  it('Cancel closes the bank form without adding anything', async () => {
    const { user } = renderRoute('/checkout');
    await cart();
    const card = within(screen.getByRole('group', { name: 'Debit card' }));
    await user.click(card.getByRole('button', { name: 'Add bank' }));
    await user.type(card.getByRole('textbox', { name: 'Bank name' }), 'Canara Bank');
    await user.click(card.getByRole('button', { name: 'Cancel' }));
    expect(card.getAllByRole('radio')).toHaveLength(2);
    await waitFor(() => expect(card.getByRole('button', { name: 'Add bank' })).toHaveFocus());
  });
});

describe('checkout: address', () => {
  it('Edit checks the fields, Save keeps the address for this tab', async () => {
    const first = renderRoute('/checkout');
    const { user } = first;
    await cart();
    await user.click(screen.getByRole('button', { name: 'Edit delivery address' }));
    const form = within(screen.getByRole('form', { name: 'Edit delivery address' }));
    const pin = form.getByRole('textbox', { name: 'PIN code' });
    await user.clear(pin);
    await user.type(pin, '12');
    await user.clear(form.getByRole('textbox', { name: 'City' }));
    await user.click(form.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(form.getByText('Enter the city.')).toBeInTheDocument());
    expect(form.getByText('Enter a 6-digit PIN code.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'City' })).toHaveFocus();

    await user.type(form.getByRole('textbox', { name: 'City' }), 'Mysuru');
    await user.clear(pin);
    await user.type(pin, '570001');
    await user.click(form.getByRole('button', { name: 'Save address' }));
    expect(screen.queryByRole('form', { name: 'Edit delivery address' })).not.toBeInTheDocument();
    expect(screen.getByText('Mysuru, Karnataka 570001')).toBeInTheDocument();
    expect(screen.getByText('Address saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit delivery address' })).toHaveFocus());
    first.unmount();

    renderRoute('/checkout');
    expect(await screen.findByText('Mysuru, Karnataka 570001')).toBeInTheDocument();
  });

  it('Cancel restores the address as it was', async () => {
    const { user } = renderRoute('/checkout');
    await cart();
    await user.click(screen.getByRole('button', { name: 'Edit delivery address' }));
    const name = screen.getByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.type(name, 'Somebody Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.queryByText('Somebody Else')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(ADDRESS_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit delivery address' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Asha Verma'));
  });
});

describe('checkout: Pay Now', () => {
  const requests: string[] = [];
  const record = ({ request }: { request: Request }) => void requests.push(request.url);
  beforeEach(() => {
    requests.length = 0;
    server.events.on('request:start', record);
  });
  afterEach(() => server.events.removeListener('request:start', record));

  it('takes no payment, sends nothing, and says so plainly', async () => {
    const { user } = renderRoute('/checkout', { state: { training } });
    await cart();
    expect(
      screen.getByText('This checkout is a demo. Pay Now takes no payment and sends nothing.'),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'PhonePe' }));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(summary().getByRole('status')).toHaveTextContent(
        'No payment was taken and nothing was sent: this checkout is a demo. You chose PhonePe (UPI) for ₹15,001.00.',
      ),
    );
    expect(requests).toEqual([]);
  });

  it('refuses while the address form is open, says why beside the button, and moves focus to the form', async () => {
    const { user } = renderRoute('/checkout');
    await cart();
    await user.click(screen.getByRole('button', { name: 'Edit delivery address' }));
    const form = screen.getByRole('form', { name: 'Edit delivery address' });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(summary().getByRole('alert')).toHaveTextContent('Save your delivery address first.'),
    );
    expect(summary().getByRole('status')).toHaveTextContent('');
    expect(within(form).getByRole('button', { name: 'Save address' })).toHaveFocus();

    // Saved: the refusal goes, and Pay Now says what it always said.
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(summary().queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(summary().getByRole('status')).toHaveTextContent(/^No payment was taken and nothing was sent/),
    );
    // A new edit starts without the old refusal.
    await user.click(screen.getByRole('button', { name: 'Edit delivery address' }));
    expect(summary().queryByRole('alert')).toBeNull();
  });

  it('refuses while the open address is invalid, shows what to fix and focuses the first field to fix', async () => {
    const { user } = renderRoute('/checkout');
    await cart();
    await user.click(screen.getByRole('button', { name: 'Edit delivery address' }));
    const form = within(screen.getByRole('form', { name: 'Edit delivery address' }));
    await user.clear(form.getByRole('textbox', { name: 'City' }));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(summary().getByRole('alert')).toHaveTextContent(
        'Save your delivery address first: fix what is marked in it.',
      ),
    );
    expect(form.getByRole('textbox', { name: 'City' })).toHaveFocus();
    expect(form.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Enter the city.');
    expect(summary().getByRole('status')).toHaveTextContent('');

    // Cancelled: the kept address stands, and Pay Now works again.
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(summary().queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(summary().getByRole('status')).toHaveTextContent(/^No payment was taken/));
  });
});
