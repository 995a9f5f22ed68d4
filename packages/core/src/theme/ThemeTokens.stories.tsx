import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { cssVarName } from './cssVars';
import { lightTokens } from './tokens';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 12px;
`;

const Swatch = styled.figure`
  margin: 0;
  border: 1px solid var(--atelier-color-border);
  border-radius: var(--atelier-radius-md);
  overflow: hidden;
  background: var(--atelier-color-bg-elevated);

  & > div {
    height: 48px;
  }
  & > figcaption {
    padding: 6px 8px;
    font-size: var(--atelier-font-size-sm);
    color: var(--atelier-color-fg);
  }
`;

function ColorTokens() {
  return (
    <Grid>
      {Object.keys(lightTokens.color).map((name) => (
        <Swatch key={name}>
          <div style={{ background: `var(${cssVarName(`color.${name}`)})` }} />
          <figcaption>{name}</figcaption>
        </Swatch>
      ))}
    </Grid>
  );
}

const meta = {
  title: 'core/Theme tokens',
  component: ColorTokens,
  parameters: { docs: { description: { component: 'Colour tokens as CSS variables scoped to `[data-atelier-root]`; switch the Theme toolbar to see dark values.' } } },
} satisfies Meta<typeof ColorTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('primary')).toBeVisible();
    const root = canvasElement.querySelector('[data-atelier-root]') ?? canvasElement.closest('[data-atelier-root]');
    await expect(root).not.toBeNull();
    const bg = getComputedStyle(root as Element).getPropertyValue('--atelier-color-bg').trim();
    await expect(bg).toMatch(/^#/);
  },
};

export const Dark: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.closest('[data-atelier-root]') ?? canvasElement.querySelector('[data-atelier-root]');
    await expect(getComputedStyle(root as Element).getPropertyValue('--atelier-color-bg').trim()).toBe('#0d1117');
  },
};
