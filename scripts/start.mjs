// `npm start` will run the whole product offline (local Convex backend, local identity, Razorpay
// simulator, member app and admin console). Until the local stack lands it says so plainly.
console.error(
  [
    "npm start is not ready yet.",
    "The offline stack (local Convex backend, local identity, Razorpay simulator, demo data) is being built",
    "in issue 3; the member app and the admin console follow it. What works today: `npm test`.",
  ].join("\n"),
);
process.exitCode = 1;
