import { type ChartDay, DASHBOARD, DAY_MS, type DashboardSummary } from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import { unreadFromBuyers } from '../chat/chat.service.js';
import { countOrders } from '../orders/orders.service.js';
import * as repo from './dashboard.repository.js';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DASHBOARD.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD' of an instant in India. */
export const istDay = (at: Date): string => dayFormat.format(at);

/**
 * The last `DASHBOARD.chartDays` IST calendar days, oldest first, ending today. India has no daylight saving,
 * so stepping back 24 hours always lands on the previous day.
 */
export function chartDays(now: Date): { days: string[]; from: Date } {
  const days: string[] = [];
  for (let i = DASHBOARD.chartDays - 1; i >= 0; i--) days.push(istDay(new Date(now.getTime() - i * DAY_MS)));
  return { days, from: new Date(`${days[0]}T00:00:00+05:30`) };
}

/** §3 Dashboard summary: live counts, the newest activity-log lines and orders / new listings per day. */
export async function summary(db: Db, now = new Date()): Promise<DashboardSummary> {
  const { days, from } = chartDays(now);
  const tz = DASHBOARD.timeZone;
  // Unread messages and pending orders follow the chat's and the orders' own rules (their services), so the
  // cards always agree with the Messages badge and the Orders filter.
  const [counts, unreadMessages, totalOrders, pendingOrders, activity, orders, products, listings] = await Promise.all([
    repo.counts(db),
    unreadFromBuyers(db),
    countOrders(db),
    countOrders(db, 'pending'),
    repo.recentActivity(db, DASHBOARD.recentActivities),
    repo.ordersPerDay(db, from, tz),
    repo.productsPerDay(db, from, tz),
    repo.listingsPerDay(db, from, tz),
  ]);
  const chart: ChartDay[] = days.map((date) => ({
    date,
    orders: orders.get(date) ?? 0,
    // New listings are everything posted to the catalogue that day: owner products and buyer ads.
    listings: (products.get(date) ?? 0) + (listings.get(date) ?? 0),
  }));
  return {
    ...counts,
    unreadMessages,
    totalOrders,
    pendingOrders,
    recentActivities: activity.map((a) => a.summary),
    recentActivity: activity.map((a) => ({ id: a.id, summary: a.summary, action: a.action, date: a.createdAt.toISOString() })),
    chart,
  };
}
