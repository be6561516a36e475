// Runs every benchmark in turn. Each one prints its own figures.
await import('./http-health');
await import('./otp-delivery');
await import('./landing-speed');
await import('./dashboard-load');
