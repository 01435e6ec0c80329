/** The sync bench (issue 25) lives in scripts/benchSync.ts; this file puts it in `npm run bench`. */
export { default } from '../benchSync'
