export { Tabs, type TabItem, type TabsProps } from './Tabs';
