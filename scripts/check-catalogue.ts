// `npm run check:catalogue`: validates every plan (and later every form) file.
console.log('No catalogue files yet.');
