import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthPanel } from './AuthPanel';

/** The sign-in / register / reset tabs without the dialog, for a host's own login page. */
const meta = {
  title: 'core/AuthPanel',
  component: AuthPanel,
  args: { onSuccess: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof AuthPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};
export const Register: Story = { args: { defaultTab: 'register' } };
export const Reset: Story = { args: { defaultTab: 'reset' } };

/** Wrong credentials from the server: the message is shown and nothing else happens. */
export const WrongPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/login', () => HttpResponse.json({ code: 'INVALID_CREDENTIALS', msg: 'Wrong user name or password' }, { status: 401 })),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('User'), 'ann');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password{Enter}');
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};
