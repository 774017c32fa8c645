/** The fonts after Inter on a public page: each fetched only for its own script (scripts.css). */
export const SCRIPT_FONTS = '"Noto Sans Sinhala", "Noto Sans Tamil"';
