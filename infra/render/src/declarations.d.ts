// The shell's and the site's images are the browser's business; on the server a file import is a URL string.
declare module '*.svg' {
  const url: string;
  export default url;
}
