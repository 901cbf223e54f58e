/** The admin summary (dashboard cards, recent activity, 30-day chart): schemas, constants and messages. */
import { z } from 'zod';

export const DASHBOARD = {
  /** Recent Activities shows this many of the newest activity-log lines. */
  recentActivities: 10,
  /** The chart covers this many IST calendar days, today included. */
  chartDays: 30,
  /** Days of the chart are calendar days in India, whatever the server's zone. */
  timeZone: 'Asia/Kolkata',
} as const;

export const DASHBOARD_MSG = {
  noRecentActivity: 'No recent activity.',
  loadFailed: 'Could not load the dashboard.',
} as const;

/** One line of Recent Activities with its date (recentActivities keeps the spec's plain strings). */
export const activityEntry = z.object({
  id: z.number().int(),
  summary: z.string(),
  /** A stable key such as 'order.placed' or 'account.owner_registered'. */
  action: z.string(),
  /** ISO 8601 timestamp. */
  date: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

/** One IST day of the chart: orders placed and items newly posted (owner products and ads). */
export const chartDay = z.object({
  date: z.iso.date(),
  orders: z.number().int().nonnegative(),
  listings: z.number().int().nonnegative(),
});
export type ChartDay = z.infer<typeof chartDay>;

const count = z.number().int().nonnegative();

/** §3 Dashboard summary, plus dated activity and the last 30 days for the chart. */
export const dashboardSummary = z.object({
  totalUsers: count,
  totalOwners: count,
  totalProducts: count,
  totalListings: count,
  totalMessages: count,
  /** Buyer messages to support that no admin has read yet. */
  unreadMessages: count,
  totalOrders: count,
  /** Orders with at least one pending line (the derived status 'pending'). */
  pendingOrders: count,
  recentActivities: z.array(z.string()),
  recentActivity: z.array(activityEntry),
  /** Oldest day first, exactly DASHBOARD.chartDays days, days without activity included as zeros. */
  chart: z.array(chartDay),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;
