import { z } from 'zod';

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
