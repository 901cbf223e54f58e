/**
 * The root every admin view's query key starts with, so one admin write can refresh every admin screen
 * (`invalidateQueries({ queryKey: adminRoot })`) without the features knowing each other.
 */
export const adminRoot = ['admin'] as const;
