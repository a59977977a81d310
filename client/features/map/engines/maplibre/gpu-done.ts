/**
 * Resolves once the GPU has drawn what the map asked of it. A frame is drawn in the GPU
 * process after MapLibre has asked for it (in software without a GPU: half a second for a
 * first frame, its shaders compiled), and reading the picture before that, or showing it
 * (the compositor then reads it back), would hold the main thread until it is done; waited
 * for here with a fence polled between tasks, the page's other work goes on meanwhile.
 * Without WebGL 2, at once.
 */
export function gpuDone(canvas: HTMLCanvasElement): Promise<void> {
  const gl = canvas.getContext("webgl2");
  const fence = gl?.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  if (!gl || !fence) return Promise.resolve();
  gl.flush();
  return new Promise((resolve) => {
    const poll = () => {
      if (gl.getSyncParameter(fence, gl.SYNC_STATUS) === gl.SIGNALED || gl.isContextLost()) {
        gl.deleteSync(fence);
        resolve();
      } else setTimeout(poll, 10);
    };
    setTimeout(poll, 10);
  });
}
