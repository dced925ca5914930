import type { Page } from '@playwright/test';
import { type AnyMachineSnapshot, type AnyStateMachine, createActor, type EventObject } from 'xstate';
import type { RegisterField } from '../../src/domain/account/validation';
import { generatePaths } from '../../src/flows/paths';
import { sampleSettings } from '../../src/machines/account/account.catalog';
import { type LoginEvent, loginMachine } from '../../src/machines/account/login.machine';
import {
  type RegistrationEvent,
  registrationMachine,
  shownFields,
} from '../../src/machines/account/registration.machine';
import { expect, test } from './fixtures';

/**
 * Paths generated from the login and registration machines (the same generator as tests/model-based), driven
 * through the real UI against the reference server: after every step the screen must show what the machine's
 * snapshot says (method tab, field errors, checkboxes, captcha, submit state). The event sets keep the forms
 * invalid, so no path makes a login or registration call (failed logins would count against the address's limit).
 */

type Step = { event: EventObject; snapshot: AnyMachineSnapshot };

function pathsOf(machine: Parameters<typeof generatePaths>[0], input: unknown, events: EventObject[], max: number) {
  const generated = generatePaths(machine, { input, events, depth: 5, maxPaths: max });
  return generated.paths.map((p) => p.steps as Step[]).filter((steps) => steps.length > 1);
}

const describeStep = (e: EventObject) =>
  Object.entries(e)
    .map(([k, v]) => (k === 'type' ? String(v) : `${k}=${String(v)}`))
    .join(' ');

/**
 * Every generated path's events one after the other in one visit, predicted by a real actor of the machine (its
 * calls never start: the event sets keep the form invalid), so later steps meet the state earlier ones left.
 */
function journey(
  machine: AnyStateMachine,
  input: unknown,
  paths: Step[][],
  onScreen: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean,
): Step[] {
  const actor = createActor(machine, { input }).start();
  const steps: Step[] = [{ event: { type: 'xstate.init' }, snapshot: actor.getSnapshot() }];
  for (const path of paths) {
    for (const step of path.slice(1)) {
      // An event for a field of the other tab has no control on screen (the machine would take it): skip it.
      if (!onScreen(actor.getSnapshot(), step.event)) continue;
      actor.send(step.event);
      steps.push({ event: step.event, snapshot: actor.getSnapshot() });
    }
  }
  actor.stop();
  return steps;
}

/* Login */

const loginEvents: LoginEvent[] = [
  { type: 'CHANGE', field: 'username', value: 'alice' },
  { type: 'CHANGE', field: 'password', value: 'x' },
  { type: 'BLUR', field: 'password' },
  { type: 'SWITCH_METHOD', method: 'sms' },
  { type: 'SWITCH_METHOD', method: 'username' },
  { type: 'TOGGLE_REMEMBER' },
  { type: 'SUBMIT' },
];

const readsAtStart = (type: string) => /^xstate\.(done|error)\.actor\.(readRemembered|readStart)$/.test(type);

async function loginStep(page: Page, event: EventObject) {
  const e = event as EventObject & { field?: string; value?: string; method?: string };
  // The form's start-up reads (remembered login, cached form) answer by themselves: nothing to do on screen.
  if (readsAtStart(e.type)) return;
  switch (e.type) {
    case 'CHANGE':
      await page.locator(`#login-${e.field}`).fill(e.value ?? '');
      return;
    case 'BLUR':
      await page.locator(`#login-${e.field}`).focus();
      await page.locator(`#login-${e.field}`).blur();
      return;
    case 'SWITCH_METHOD':
      await page.getByRole('tab', { name: e.method === 'sms' ? 'SMS code' : 'Password' }).click();
      return;
    case 'TOGGLE_REMEMBER':
      await page.getByLabel('Remember password').click();
      return;
    case 'SUBMIT':
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      return;
    default:
      throw new Error(`no UI executor for ${e.type}`);
  }
}

async function expectLoginScreen(page: Page, snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as {
    method: 'username' | 'sms';
    errors: Record<string, unknown>;
    remember: boolean;
    captchaShown: boolean;
  };
  await expect(page.getByRole('tab', { name: c.method === 'sms' ? 'SMS code' : 'Password' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const fields = c.method === 'sms' ? ['mobile', 'smsCode'] : ['username', 'password'];
  for (const f of fields) {
    await expect(page.locator(`#login-${f}-error`)).toHaveCount(c.errors[f] ? 1 : 0);
  }
  if (c.remember) await expect(page.getByLabel('Remember password')).toBeChecked();
  else await expect(page.getByLabel('Remember password')).not.toBeChecked();
  await expect(page.locator('#login-captcha')).toHaveCount(c.captchaShown ? 1 : 0);
}

const loginInput = { settings: sampleSettings, smsLoginEnabled: true, remembered: null };
const loginPaths = pathsOf(loginMachine, loginInput, loginEvents, 12);

test.describe('login machine paths through the UI', () => {
  test('there are paths to drive', () => {
    expect(loginPaths.length).toBeGreaterThan(3);
  });
  test('all login paths in one visit', async ({ page }) => {
    const steps = journey(loginMachine, loginInput, [...loginPaths, ...loginPaths.slice().reverse()], (snap, e) => {
      const field = (e as { field?: string }).field;
      const method = (snap.context as { method: string }).method;
      if (!field) return true;
      return method === 'sms'
        ? field === 'mobile' || field === 'smsCode'
        : field === 'username' || field === 'password';
    });
    await page.goto('/m/login');
    await expectLoginScreen(page, steps[0]!.snapshot);
    for (const step of steps.slice(1)) {
      await loginStep(page, step.event);
      await expectLoginScreen(page, step.snapshot);
    }
  });
  loginPaths.forEach((steps, i) => {
    test(`login path ${i + 1}: ${steps
      .slice(1)
      .map((s) => describeStep(s.event))
      .join(' → ')}`, async ({ page }) => {
      await page.goto('/m/login');
      await expectLoginScreen(page, steps[0]!.snapshot);
      for (const step of steps.slice(1)) {
        await loginStep(page, step.event);
        await expectLoginScreen(page, step.snapshot);
      }
    });
  });
});

/* Registration */

const registerEvents: RegistrationEvent[] = [
  { type: 'CHANGE', field: 'username', value: 'al' },
  { type: 'CHANGE', field: 'password', value: 'secret123' },
  { type: 'CHANGE', field: 'confirmPassword', value: 'secret12' },
  { type: 'SWITCH_METHOD', method: 'mobileNum' },
  { type: 'SWITCH_METHOD', method: 'username' },
  { type: 'TOGGLE_AGREE' },
  { type: 'SUBMIT' },
];

const registerInput = {
  settings: sampleSettings,
  flags: {},
  registerMethod: 'H5' as const,
  hostName: 'localhost',
  domain: 'localhost',
};

async function registerStep(page: Page, event: EventObject) {
  const e = event as EventObject & { field?: string; value?: string; method?: string };
  // The form's start-up reads (remembered login, cached form) answer by themselves: nothing to do on screen.
  if (readsAtStart(e.type)) return;
  switch (e.type) {
    case 'CHANGE':
      await page.locator(`#register-${e.field}`).fill(e.value ?? '');
      return;
    case 'SWITCH_METHOD':
      await page.getByRole('tab', { name: e.method === 'mobileNum' ? 'Mobile number' : 'Username' }).click();
      return;
    case 'TOGGLE_AGREE':
      await page.getByLabel(/agree to the/).click();
      return;
    case 'SUBMIT':
      // The button is disabled while the terms are unchecked: pressing Enter in a field submits the form instead.
      if (await page.getByRole('button', { name: 'Register', exact: true }).isEnabled()) {
        await page.getByRole('button', { name: 'Register', exact: true }).click();
      }
      return;
    default:
      throw new Error(`no UI executor for ${e.type}`);
  }
}

async function expectRegisterScreen(page: Page, snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as Parameters<typeof shownFields>[0] & {
    errors: Record<string, unknown>;
    agreed: boolean;
    values: Record<string, string>;
  };
  await expect(
    page.getByRole('tab', { name: c.method === 'mobileNum' ? 'Mobile number' : 'Username' }),
  ).toHaveAttribute('aria-selected', 'true');
  for (const f of shownFields(c)) {
    await expect(page.locator(`#register-${f}-error`)).toHaveCount(c.errors[f] ? 1 : 0);
    if (f !== 'captcha' && f !== 'mobileNum')
      await expect(page.locator(`#register-${f}`)).toHaveValue(c.values[f] ?? '');
  }
  const submit = page.getByRole('button', { name: 'Register', exact: true });
  if (c.agreed) await expect(submit).toBeEnabled();
  else await expect(submit).toBeDisabled();
}

const registerPaths = pathsOf(registrationMachine, registerInput, registerEvents, 12);

test.describe('registration machine paths through the UI', () => {
  test('there are paths to drive', () => {
    expect(registerPaths.length).toBeGreaterThan(3);
  });
  test('all registration paths in one visit', async ({ page }) => {
    const steps = journey(
      registrationMachine,
      registerInput,
      [...registerPaths, ...registerPaths.slice().reverse()],
      (snap, e) => {
        const field = (e as { field?: string }).field as RegisterField | undefined;
        return !field || shownFields(snap.context as Parameters<typeof shownFields>[0]).includes(field);
      },
    );
    await page.goto('/m/register');
    await expectRegisterScreen(page, steps[0]!.snapshot);
    for (const step of steps.slice(1)) {
      await registerStep(page, step.event);
      await expectRegisterScreen(page, step.snapshot);
    }
  });
  registerPaths.forEach((steps, i) => {
    test(`registration path ${i + 1}: ${steps
      .slice(1)
      .map((s) => describeStep(s.event))
      .join(' → ')}`, async ({ page }) => {
      await page.goto('/m/register');
      await expectRegisterScreen(page, steps[0]!.snapshot);
      for (const step of steps.slice(1)) {
        await registerStep(page, step.event);
        await expectRegisterScreen(page, step.snapshot);
      }
    });
  });
});
