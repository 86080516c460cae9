/** Saves a file the page made, through a temporary Blob link (no server round trip). */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the Blob to the download before the next task.
  setTimeout(() => URL.revokeObjectURL(url));
}

export function downloadSvg(svg: string, baseName: string) {
  save(new Blob([svg], { type: 'image/svg+xml' }), `${baseName}.svg`);
}

/** Draws the SVG on a white canvas of its own size and saves that as PNG. */
export async function downloadPng(svg: string, baseName: string) {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('De PNG kon niet gemaakt worden');
    save(png, `${baseName}.png`);
  } finally {
    URL.revokeObjectURL(url);
  }
}
