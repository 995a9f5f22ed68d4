export { AdminPanel, type AdminPanelProps } from './AdminPanel';
export { AdminUsersView } from './AdminUsersView';
export { AdminStatsView } from './AdminStatsView';
