import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../ui/Button/Button';
import { LoginFormView } from './LoginFormView';
import { LoginModal } from './LoginModal';
import { RegisterFormView } from './RegisterFormView';
import { ResetFormView } from './ResetFormView';
import type { LoginFormViewModel } from './useLoginForm';
import type { RegisterFormViewModel } from './useRegisterForm';
import type { ResetFormViewModel } from './useResetForm';

const loginVm: LoginFormViewModel = {
  userName: 'ann',
  password: 'secret1',
  remember: true,
  submitting: false,
  secondsLeft: 100,
  error: null,
  success: null,
  fieldErrors: {},
  setUserName: fn(),
  setPassword: fn(),
  setRemember: fn(),
  submit: fn(),
};

const registerVm: RegisterFormViewModel = {
  userName: 'bob',
  password: '',
  remember: false,
  submitting: false,
  error: null,
  notices: [],
  fieldErrors: {},
  setUserName: fn(),
  setPassword: fn(),
  setRemember: fn(),
  submit: fn(),
};

const resetVm: ResetFormViewModel = {
  mode: 'email',
  email: '',
  code: '',
  password: '',
  secondsLeft: 0,
  codeSent: false,
  submitting: false,
  fieldErrors: {},
  error: null,
  setEmail: fn(),
  setCode: fn(),
  setPassword: fn(),
  sendCode: fn(),
  submit: fn(),
};

const meta = {
  title: 'core/LoginModal',
  component: LoginFormView,
  // The docs page shows the connected widget's props beside the view's.
  subcomponents: { LoginModal },
  args: loginVm,
} satisfies Meta<typeof LoginFormView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};
export const Submitting: Story = { args: { submitting: true, secondsLeft: 70 } };
export const Failed: Story = { args: { error: 'Login failed: Wrong user name or password' } };
export const TimedOut: Story = { args: { error: 'Login timeout' } };
export const Succeeded: Story = { args: { success: 'Login success' } };

export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 420 }}>
      <LoginFormView {...loginVm} />
      <LoginFormView {...loginVm} submitting secondsLeft={70} />
      <LoginFormView {...loginVm} error="login exception Network Error" />
      <RegisterFormView {...registerVm} notices={['Register success', 'starting login...']} submitting />
      <RegisterFormView {...registerVm} error="login failed, please switch to the login tab" notices={['Register success']} />
    </div>
  ),
  parameters: { chromatic: { disableSnapshot: false } },
};

function ModalFlow() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Login</Button>
      {done ? <p>Signed in</p> : null}
      <LoginModal open={open} onOpenChange={({ open: next }) => setOpen(next)} onSuccess={() => setDone(true)} />
    </>
  );
}

export const SignInFlow: StoryObj<typeof ModalFlow> = {
  render: () => <ModalFlow />,
  parameters: {
    msw: {
      handlers: [
        http.post('/api/login', () => HttpResponse.json({ access_token: 'jwt', refresh_token: 'r', expires_in: 3600, user: {} })),
        http.get('/api/wx/user/info', () =>
          HttpResponse.json({ id: 'u1', user_name: 'ann', nickname: 'Ann', avatar_url: null, admin_level: 0, role: 'user', created_at: '2026-01-01T00:00:00Z' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Sign in' });
    const form = within(dialog);
    await userEvent.type(form.getByLabelText('User'), 'ann');
    await userEvent.type(form.getByLabelText('Password'), 'secret1');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Signed in', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const RegisterEditing: StoryObj<typeof RegisterFormView> = {
  render: () => <RegisterFormView {...registerVm} />,
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByLabelText('Password')).toHaveAttribute('placeholder', '6+ digits or characters');
  },
};
export const RegisterLoggingIn: StoryObj<typeof RegisterFormView> = {
  render: () => <RegisterFormView {...registerVm} submitting notices={['Register success', 'starting login...']} />,
};
export const RegisterAutoLoginFailed: StoryObj<typeof RegisterFormView> = {
  render: () => (
    <RegisterFormView {...registerVm} notices={['Register success']} error="login failed, please switch to the login tab" />
  ),
};
export const RegisterFailed: StoryObj<typeof RegisterFormView> = {
  render: () => <RegisterFormView {...registerVm} error="register failed User name already taken" />,
};

/** A rule the server would refuse, shown beside its field before anything is sent. */
export const RegisterRuleBroken: StoryObj<typeof RegisterFormView> = {
  render: () => <RegisterFormView {...registerVm} password="12345" fieldErrors={{ password: 'Password needs at least 6 characters.' }} />,
};
/** With SMTP_URL: an address, a mailed code and a new password. */
export const Reset: StoryObj<typeof ResetFormView> = {
  render: () => <ResetFormView {...resetVm} onRegister={fn()} />,
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    await expect(resetVm.sendCode).toHaveBeenCalled();
  },
};
/** A code was asked for: the button counts down and the form says one is on its way. */
export const ResetCodeSent: StoryObj<typeof ResetFormView> = {
  render: () => <ResetFormView {...resetVm} email="ann@example.com" secondsLeft={42} codeSent onRegister={fn()} />,
};
/** Rules broken before sending, and a refused code beside its field. */
export const ResetRulesBroken: StoryObj<typeof ResetFormView> = {
  render: () => (
    <ResetFormView
      {...resetVm}
      email="ann"
      code="12"
      fieldErrors={{
        email: 'Enter an e-mail address such as name@example.com.',
        code: 'The code is the 6 digits from the e-mail.',
        new_password: 'New password is required.',
      }}
      onRegister={fn()}
    />
  ),
};
/** Without SMTP_URL: the server cannot mail, so the form says to ask an administrator. */
export const ResetAskAdmin: StoryObj<typeof ResetFormView> = {
  render: () => <ResetFormView {...resetVm} mode="admin" onRegister={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Ask an administrator/)).toBeVisible();
  },
};
