/**
 * main.tsx evaluates MUI's styling core in a task of its own by importing this module. A named re-export, because
 * a dynamic import of '@mui/material/styles' itself brings the package's whole index, and with it whichever chunk
 * the bundler put part of that index in (the reports' chart library, 90 KB, on every public page).
 */
export { createTheme } from '@mui/material/styles';
