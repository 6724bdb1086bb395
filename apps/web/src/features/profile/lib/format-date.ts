// Dates on the profile are read in Singapore, whatever the browser's zone (membership ends at the end of
// a Singapore day, README 'adviser extend').
const DATE = new Intl.DateTimeFormat('en-SG', { dateStyle: 'medium', timeZone: 'Asia/Singapore' });

export const formatSgDate = (iso: string) => DATE.format(new Date(iso));
