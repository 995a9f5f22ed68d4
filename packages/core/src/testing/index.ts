export { renderWithProvider, testConfig } from './renderWithProvider';
