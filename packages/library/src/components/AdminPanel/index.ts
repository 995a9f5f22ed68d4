export { AdminPanel, type AdminPanelProps } from './AdminPanel';
export { AdminUsersView, type AdminUsersViewProps } from './AdminUsersView';
export { AdminStatsView } from './AdminStatsView';
