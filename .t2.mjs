import sharp from 'sharp';
const base = await sharp('public/og/products/milk-bar.png').removeAlpha().raw().toBuffer({resolveWithObject:true});
console.log(base.info);
const photo = await sharp(`/tmp/owner-photos/x/usr/share/backgrounds/mate/nature/Storm.jpg`).resize(630,630,{fit:'cover'}).removeAlpha().raw().toBuffer({resolveWithObject:true});
console.log(photo.info);
const buf = await sharp(base.data, {raw: base.info}).composite([{input: photo.data, raw:{width:630,height:630,channels:3}, left:0, top:0}]).png().toFile('/tmp/owner-photos/t-true.png');
const m = await sharp('/tmp/owner-photos/t-true.png').metadata(); console.log(m.size, m.channels, m.paletteBitDepth, m.bitsPerSample);
