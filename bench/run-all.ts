// Runs every benchmark in turn. Each one prints its own figures.
await import('./http-health');
await import('./otp-delivery');
