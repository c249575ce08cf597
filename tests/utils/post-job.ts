import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { addDays, toDateInput } from '@/lib/format/dates';

export const inDays = (days: number) => toDateInput(addDays(new Date(), days));

export const VALID_DESCRIPTION = 'Run the platform every product team builds on, and make it a joy to use.';

/** Fills the post-job form with a vacancy the backend accepts (long texts pasted: typing them adds nothing). */
export async function fillValidJob(user: UserEvent, overrides: { jobType?: string; keywords?: string } = {}) {
  const paste = async (label: RegExp, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await user.type(await screen.findByLabelText(/^Job title/), 'Platform Engineer');
  await user.selectOptions(screen.getByLabelText(/^Job type/), overrides.jobType ?? 'Full-time');
  await user.type(screen.getByLabelText(/^Location/), 'Pune');
  await user.type(screen.getByLabelText(/^Salary per month/), '120000');
  await user.clear(screen.getByLabelText(/^Recruitment quota/));
  await user.type(screen.getByLabelText(/^Recruitment quota/), '2');
  fireEvent.change(screen.getByLabelText(/^Recruitment period/), { target: { value: inDays(30) } });
  fireEvent.change(screen.getByLabelText(/^Job deadline/), { target: { value: inDays(14) } });
  await paste(/^Job description/, VALID_DESCRIPTION);
  await user.type(screen.getByLabelText(/^Skills/), 'Go{Enter}Kubernetes,');
  await user.type(screen.getByLabelText(/^Qualifications/), 'B.Tech, 3 years of Go');
  await user.type(screen.getByLabelText(/^Keywords/), overrides.keywords ?? 'platform, infra');
  await user.type(screen.getByLabelText(/^Company name/), 'ByteForge');
  await paste(/^Company website/, 'https://byteforge.example.com');
  await paste(/^Company description/, 'ByteForge builds developer platforms.');
  await paste(/^Apply link/, 'https://byteforge.example.com/careers/42');
}

/** Arms a demo API fault (src/mocks/handlers/faults.ts) for this test. */
export async function armFault(fault: {
  path: string;
  status: number;
  afterSave?: boolean;
  body?: unknown;
}): Promise<void> {
  const answer = await fetch('http://127.0.0.1/__demo/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!answer.ok) throw new Error(`could not arm ${JSON.stringify(fault)}`);
}
