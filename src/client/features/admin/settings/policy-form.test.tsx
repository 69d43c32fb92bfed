// @vitest-environment happy-dom

import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, policyText } from '../../../../shared/cancellation-policy';
import { Toaster } from '../../../components/ui/toaster';
import { I18nProvider } from '../../../lib/i18n-react';
import { createQueryClient } from '../../../lib/staff-query-client';
import { testI18n } from '../../../lib/test-i18n';
import { PolicyForm } from './settings-page';

/**
 * The owners' cancellation policy form (decision 034): labelled tiers, the words clients will
 * read as they are typed, the API's own checks before saving. The transport records each call and
 * answers as the server does (the route's integration tests cover the server).
 */
const POLICY = {
  ...DEFAULT_POLICY,
  text: { en: policyText(DEFAULT_POLICY, 'en'), es: policyText(DEFAULT_POLICY, 'es') },
};

function renderForm() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const client = createQueryClient(async (path, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init?.method ?? 'GET', path, body });
    const answer = { version: 2, tiers: body?.tiers ?? [], text: { en: 'x', es: 'x' } };
    return { ok: true, status: 200, statusText: 'OK', header: () => null, text: async () => JSON.stringify(answer) };
  });
  render(
    <I18nProvider i18n={testI18n()}>
      <QueryClientProvider client={client}>
        <PolicyForm policy={POLICY} />
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return calls;
}

afterEach(cleanup);

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const preview = () => screen.getByTestId('policy-preview').textContent;

describe('the cancellation policy form', () => {
  it('shows the policy in force as labelled tiers and the words clients read', () => {
    renderForm();
    expect(field('Tier 1: hours before the event, at least').value).toBe('24');
    expect(field('Tier 1: refund, % of what was paid').value).toBe('100');
    expect(preview()).toBe(POLICY.text.en);
    // The last tier cannot be removed.
    expect((screen.getByRole('button', { name: 'Remove tier 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a tier, follows the typing in the preview, and saves the tiers sorted', async () => {
    const calls = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    fireEvent.change(field('Tier 2: hours before the event, at least'), { target: { value: '72' } });
    fireEvent.change(field('Tier 2: refund, % of what was paid'), { target: { value: '100' } });
    fireEvent.change(field('Tier 1: refund, % of what was paid'), { target: { value: '50' } });
    expect(preview()).toBe(
      'Cancel 3 days or more before the event: full refund of your deposit. 24 hours or more, but less than 3 days before: 50% of your deposit back. Less than 24 hours before: no refund. If we or your performer cancel, you get everything back.',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save policy' })));
    await screen.findByText('Cancellation policy saved');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/cancellation-policy',
        body: {
          tiers: [
            { hoursBefore: 72, refundPercent: 100 },
            { hoursBefore: 24, refundPercent: 50 },
          ],
        },
      },
    ]);
  });

  it('refuses repeated hours or an empty field without calling the server', async () => {
    const calls = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    fireEvent.change(field('Tier 2: hours before the event, at least'), { target: { value: '24' } });
    expect(preview()).toBe('Fix the tiers to see the words.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save policy' })));
    expect(screen.getByRole('alert').textContent).toBe('Two tiers cannot start at the same number of hours');
    fireEvent.change(field('Tier 2: hours before the event, at least'), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save policy' })));
    expect(screen.getByRole('alert').textContent).toBe('Hours before the event must be a number');
    expect(calls).toEqual([]);
    // Five tiers at most.
    for (const _ of [3, 4, 5]) fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    expect((screen.getByRole('button', { name: 'Add a tier' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
