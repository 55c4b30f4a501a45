//  ProfileHeaderView.h — a profile header: avatar, name, handle, follow button.
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface ProfileHeaderView : UIView
@property (nonatomic, strong) UIImageView *avatarView;
@property (nonatomic, strong) UILabel *nameLabel;
@property (nonatomic, strong) UILabel *handleLabel;
@property (nonatomic, strong) UIButton *followButton;
@end

NS_ASSUME_NONNULL_END
