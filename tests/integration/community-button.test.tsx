import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from '@/components/ui/button';

const sizes: ButtonSize[] = ['xs', 'ssm', 'sm', 'md', 'lg', 'xl'];
const variants: ButtonVariant[] = [
  'primary',
  'secondary',
  'tertiary',
  'orange',
  'outline',
  'outline2',
  'danger',
  'warning',
  'success',
  'info',
];

const classesOf = (size: ButtonSize, variant: ButtonVariant) => {
  const { unmount } = render(
    <Button size={size} variant={variant}>
      Go
    </Button>,
  );
  const classes = screen.getByRole('button', { name: 'Go' }).className;
  unmount();
  return classes;
};

describe('Button (second spec document, §9)', () => {
  it('offers six sizes, each its own padding and text size, growing from xs to xl', () => {
    const looks = sizes.map((s) => classesOf(s, 'primary'));
    expect(new Set(looks).size).toBe(6);
    const textSize = (c: string) => c.match(/\btext-(xs|sm|base|lg)\b/)?.[1];
    const scale = ['xs', 'sm', 'base', 'lg'];
    const steps = looks.map((c) => scale.indexOf(textSize(c)!));
    expect(steps.every((step) => step >= 0)).toBe(true);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps[0]).toBeLessThan(steps[5]!);
  });

  it('offers ten variants, each with its own colours in both themes or a fixed contrast', () => {
    const looks = variants.map((v) => classesOf('md', v));
    expect(new Set(looks).size).toBe(10);
    for (const look of looks) expect(look).toMatch(/\btext-(white|slate-\d+|brand-\d+)\b/);
  });

  it('is a real button that does not submit forms by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('when disabled is faded and not clickable', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Apply
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Apply' });
    expect(button).toBeDisabled();
    expect(button.className).toMatch(/disabled:opacity-50/);
    expect(button.className).toMatch(/disabled:cursor-not-allowed/);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('as a link goes where it says, and when disabled is faded, unfocusable and goes nowhere', async () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/register" size="lg">
          Get Started
        </ButtonLink>
        <ButtonLink to="/checkout" disabled variant="orange">
          Buy now
        </ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    const off = screen.getByRole('link', { name: 'Buy now' });
    expect(off).toHaveAttribute('aria-disabled', 'true');
    expect(off).not.toHaveAttribute('href');
    expect(off.className).toMatch(/aria-disabled:opacity-50/);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveFocus();
    await userEvent.tab();
    expect(off).not.toHaveFocus();
  });
});
