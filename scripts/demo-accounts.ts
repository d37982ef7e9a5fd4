/** Demo logins seeded into a fresh local database (also listed in the README). */
export const DEMO_ADMIN = {
  name: "Site Admin",
  username: "siteadmin",
  email: "admin@fanverse.local",
  password: "Admin123!",
} as const;

export const DEMO_CREATORS = [
  {
    name: "Luna Rivers",
    username: "luna",
    email: "luna@fanverse.local",
    password: "Creator123!",
    bio: "Travel photographer and night-sky chaser. New sets every week.",
    gender: "female",
    country: "US",
    monthlyPrice: 995,
  },
  {
    name: "Max Stone",
    username: "maxstone",
    email: "max@fanverse.local",
    password: "Creator123!",
    bio: "Fitness coach. Daily workouts, meal plans and live Q&A.",
    gender: "male",
    country: "GB",
    monthlyPrice: 1495,
  },
  {
    name: "Aria Bloom",
    username: "aria",
    email: "aria@fanverse.local",
    password: "Creator123!",
    bio: "Singer-songwriter sharing demos, covers and studio diaries.",
    gender: "female",
    country: "CA",
    monthlyPrice: 495,
  },
] as const;

export const DEMO_FANS = [
  { name: "Alex Fan", username: "alex", email: "alex@fanverse.local", password: "Fan12345!" },
  { name: "Sam Lee", username: "samlee", email: "sam@fanverse.local", password: "Fan12345!" },
  { name: "Jordan Kim", username: "jordan", email: "jordan@fanverse.local", password: "Fan12345!" },
] as const;
