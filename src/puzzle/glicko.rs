//! glicko
