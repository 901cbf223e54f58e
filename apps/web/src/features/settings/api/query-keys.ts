/** Keys of the site settings: the public subset every screen reads, and the admin's full set. */
export const settingsKeys = {
  all: ['settings'] as const,
  // The owner support page reads the same key, so the two share one request.
  public: () => [...settingsKeys.all, 'public'] as const,
  admin: () => [...settingsKeys.all, 'admin'] as const,
};
