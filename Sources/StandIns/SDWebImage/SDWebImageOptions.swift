// SDWebImage stand-in (being written).
