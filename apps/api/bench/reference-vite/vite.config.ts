import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The bare React + TypeScript starter, built by the same Vite as the admin app: the reference
// for the admin app's JavaScript and CSS bytes in the performance report.
export default defineConfig({
  plugins: [react()],
});
