#if canImport(Glibc)
    import Glibc
#endif

/// Gives memory the allocator keeps after a burst back to the system.
///
/// glibc's allocator keeps the pages a flood of connections freed in its arenas, so the process
/// stays at its peak size long after the flood; `malloc_trim` returns what is free. Elsewhere
/// (another C library, another system) the allocator returns memory on its own and this does
/// nothing.
enum MemoryTrim {
    #if canImport(Glibc)
        /// glibc's `malloc_trim`, looked up once: its header is not part of the Glibc module.
        private static let trim: (@convention(c) (Int) -> Int32)? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        }()
    #endif

    /// Returns the allocator's free pages to the system.
    static func returnFreePages() {
        #if canImport(Glibc)
            _ = trim?(0)
        #endif
    }
}
