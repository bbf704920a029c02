import { defineApp } from "convex/server";
import { v } from "convex/values";

// Every environment variable the backend reads, declared so that a deploy checks them and `env` is typed.
const app = defineApp({
  env: {
    CLERK_JWT_ISSUER_DOMAIN: v.optional(v.string()),
    LOCAL_AUTH_ISSUER: v.optional(v.string()),
    ADMIN_EMAILS: v.optional(v.string()),
  },
});

export default app;
