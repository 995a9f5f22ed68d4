/**
 * How much of a large TXT file the first screen decodes. Its own module: the reader asks for
 * these bytes with a Range request before the decoding engine (`openTxt`) has been loaded.
 */
export const TXT_HEAD_BYTES = 256 * 1024;

/** A file this large opens from its head first; a smaller one is decoded whole at once. */
export const opensFromHead = (size: number, headBytes = TXT_HEAD_BYTES) => size > headBytes * 4;
