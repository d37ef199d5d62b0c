import sharp from 'sharp';
import { randomBytes } from 'node:crypto';
const base = await sharp('public/og/products/milk-bar.png').removeAlpha().raw().toBuffer({resolveWithObject:true});
async function measure(name, photoInput) {
  const photo = await sharp(photoInput).resize(630,630,{fit:'cover'}).removeAlpha().raw().toBuffer();
  const { data, info } = await sharp(base.data, {raw: base.info}).composite([{input: photo, raw:{width:630,height:630,channels:3}, left:0, top:0}]).removeAlpha().raw().toBuffer({resolveWithObject:true});
  const mk = () => sharp(data, {raw: { width: info.width, height: info.height, channels: info.channels }});
  const sizes = {
    pngPalette: (await mk().png({ palette: true, quality: 90, effort: 6, compressionLevel: 9 }).toBuffer()).length,
    pngTrue: (await mk().png({ compressionLevel: 9, effort: 10 }).toBuffer()).length,
    jpg82: (await mk().jpeg({ quality: 82, mozjpeg: true }).toBuffer()).length,
    jpg85: (await mk().jpeg({ quality: 85, mozjpeg: true }).toBuffer()).length,
    jpg90_444: (await mk().jpeg({ quality: 90, mozjpeg: true, chromaSubsampling: '4:4:4' }).toBuffer()).length,
    webp85: (await mk().webp({ quality: 85 }).toBuffer()).length,
  };
  console.log(name, info.channels, Object.entries(sizes).map(([k,v]) => `${k}=${(v/1024).toFixed(0)}K`).join(' '));
}
for (const name of ['Storm','YellowFlower','GreenMeadow','LadyBird','Dune','Wood','Garden']) await measure(name, `/tmp/owner-photos/x/usr/share/backgrounds/mate/nature/${name}.jpg`);
// noisy photo: sensor noise, fabric
const w = 1000, h = 1000; const noise = Buffer.alloc(w*h*3); for (let i=0;i<noise.length;i++) noise[i] = 100 + Math.floor(Math.random()*60);
await measure('noise60', await sharp(noise, {raw:{width:w,height:h,channels:3}}).blur(0.8).png().toBuffer());
const drawn = sharp('public/og/home.png');
console.log('home drawn jpg90_444', ((await drawn.clone().jpeg({ quality: 90, mozjpeg: true, chromaSubsampling: '4:4:4' }).toBuffer()).length/1024).toFixed(0), 'K', 'jpg85', ((await drawn.clone().jpeg({ quality: 85, mozjpeg: true }).toBuffer()).length/1024).toFixed(0));
