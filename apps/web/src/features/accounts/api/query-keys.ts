/** Every buyer-account query key under one root, so a profile save or a logout can reset them together. */
export const accountKeys = {
  all: ['accounts'] as const,
  currentUser: () => [...accountKeys.all, 'current-user'] as const,
};
