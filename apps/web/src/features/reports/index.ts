export { AdminReports } from './components/admin-reports';
