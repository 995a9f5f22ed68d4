import { styled } from 'styled-components';

/** The host's styled-components theme; AppProvider must merge into it, never replace it. */
export const hostTheme = { hostInk: 'rgb(120, 10, 10)' };

type HostTheme = typeof hostTheme;

const ink = ({ theme }: { theme: object }) =>
  (theme as Partial<HostTheme>).hostInk ?? 'rgb(0, 0, 0)';

export const HostTitle = styled.h1`
  color: ${ink};
`;

export const HostNote = styled.p`
  color: ${ink};
`;
